// The face's schema is a strict subset of GitHub's public schema (@octokit/graphql-schema): every
// type, field, argument, enum value, input field and interface exists there with the same name and
// the same type, nullability included. A difference fails the test by name.

import { readFileSync } from 'node:fs';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { githubSchema } from '../../src/github/schema/schema.js';

const github = buildSchema(readFileSync('node_modules/@octokit/graphql-schema/schema.graphql', 'utf8'));

const argsDiffer = (ours: readonly GraphQLArgument[], theirs: readonly GraphQLArgument[], at: string) => {
  const found: string[] = [];
  for (const arg of ours) {
    const other = theirs.find((a) => a.name === arg.name);
    if (!other) found.push(`${at}(${arg.name}:) is not GitHub's`);
    else if (String(other.type) !== String(arg.type))
      found.push(`${at}(${arg.name}:) is ${arg.type}, GitHub's is ${other.type}`);
  }
  for (const other of theirs) {
    if (
      String(other.type).endsWith('!') &&
      other.defaultValue === undefined &&
      !ours.some((a) => a.name === other.name)
    )
      found.push(`${at}(${other.name}:) is required by GitHub and missing`);
  }
  return found;
};

function differences(type: GraphQLNamedType): string[] {
  const theirs = github.getType(type.name);
  if (!theirs) return [`type ${type.name} is not GitHub's`];
  if (theirs.constructor !== type.constructor) return [`${type.name} is another kind of type on GitHub`];
  const found: string[] = [];
  if (isObjectType(type) || isInterfaceType(type)) {
    const fields = (theirs as typeof type).getFields();
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
      const other = fields[field.name];
      const at = `${type.name}.${field.name}`;
      if (!other) found.push(`${at} is not GitHub's`);
      else {
        if (String(other.type) !== String(field.type))
          found.push(`${at} is ${field.type}, GitHub's is ${other.type}`);
        found.push(...argsDiffer(field.args, other.args, at));
      }
    }
    const interfaces = (theirs as typeof type).getInterfaces().map((i) => i.name);
    for (const i of type.getInterfaces()) {
      if (!interfaces.includes(i.name)) found.push(`${type.name} implements ${i.name}, GitHub's does not`);
    }
  }
  if (isUnionType(type) && isUnionType(theirs)) {
    const members = theirs.getTypes().map((t) => t.name);
    for (const member of type.getTypes()) {
      if (!members.includes(member.name))
        found.push(`${member.name} is not a member of GitHub's ${type.name}`);
    }
  }
  if (isEnumType(type) && isEnumType(theirs)) {
    for (const value of type.getValues()) {
      if (!theirs.getValue(value.name)) found.push(`${type.name}.${value.name} is not GitHub's`);
    }
  }
  if (isInputObjectType(type) && isInputObjectType(theirs)) {
    const fields = theirs.getFields();
    for (const field of Object.values(type.getFields()) as GraphQLInputField[]) {
      const other = fields[field.name];
      if (!other) found.push(`${type.name}.${field.name} is not GitHub's`);
      else if (String(other.type) !== String(field.type))
        found.push(`${type.name}.${field.name} is ${field.type}, GitHub's is ${other.type}`);
    }
    for (const other of Object.values(fields)) {
      if (
        String(other.type).endsWith('!') &&
        other.defaultValue === undefined &&
        !type.getFields()[other.name]
      )
        found.push(`${type.name}.${other.name} is required by GitHub and missing`);
    }
  }
  return found;
}

describe('the GitHub-shaped schema', () => {
  it('holds only types, fields, arguments, enum values and input fields that GitHub’s public schema has, typed alike', () => {
    const ours = Object.values(githubSchema.getTypeMap()).filter((type) => !type.name.startsWith('__'));
    expect(ours.flatMap(differences)).toEqual([]);
  });

  it('serves the root fields GitHub clients start from', () => {
    const query = Object.keys(githubSchema.getQueryType()?.getFields() ?? {});
    expect(query).toEqual(
      expect.arrayContaining([
        'viewer',
        'repository',
        'repositoryOwner',
        'user',
        'organization',
        'node',
        'nodes',
        'search',
        'rateLimit',
      ]),
    );
  });
});
