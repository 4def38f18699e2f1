// The federation plugin records `@key` and the schema's `@link` in the built schema's `extensions`;
// Apollo's subgraph printer (`_service.sdl`) reads directives from syntax nodes only. This plugin
// gives the types that carry such directives, and the schema, the syntax nodes that say them. The
// standalone schema carries none, so nothing of it changes.

import SchemaBuilder, { BasePlugin, type SchemaTypes } from '@pothos/core';
import {
  type ConstArgumentNode,
  type ConstDirectiveNode,
  type ConstValueNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  isObjectType,
  Kind,
  type ObjectTypeDefinitionNode,
  parse,
  printType,
} from 'graphql';

interface Directive {
  name: string;
  args?: Record<string, unknown>;
}

function valueNode(value: unknown): ConstValueNode {
  if (Array.isArray(value)) return { kind: Kind.LIST, values: value.map(valueNode) };
  if (typeof value === 'boolean') return { kind: Kind.BOOLEAN, value };
  if (typeof value === 'number') return { kind: Kind.INT, value: String(value) };
  return { kind: Kind.STRING, value: String(value) };
}

function directiveNode({ name, args = {} }: Directive): ConstDirectiveNode {
  const argumentNodes: ConstArgumentNode[] = Object.entries(args).map(([argName, value]) => ({
    kind: Kind.ARGUMENT,
    name: { kind: Kind.NAME, value: argName },
    value: valueNode(value),
  }));
  return { kind: Kind.DIRECTIVE, name: { kind: Kind.NAME, value: name }, arguments: argumentNodes };
}

function directivesOf(owner: { extensions?: Record<string, unknown> | null }): Directive[] {
  const directives = owner.extensions?.directives;
  return Array.isArray(directives) ? (directives as Directive[]) : [];
}

function withSyntax(type: GraphQLNamedType): void {
  const directives = directivesOf(type);
  if (directives.length === 0 || !isObjectType(type)) return;
  const definition = parse(printType(type)).definitions[0] as ObjectTypeDefinitionNode;
  type.astNode = { ...definition, directives: directives.map(directiveNode) };
}

export class FederationSyntaxPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override afterBuild(schema: GraphQLSchema): GraphQLSchema {
    for (const type of Object.values(schema.getTypeMap())) withSyntax(type);
    const directives = directivesOf(schema);
    if (directives.length > 0) {
      schema.extensionASTNodes = [{ kind: Kind.SCHEMA_EXTENSION, directives: directives.map(directiveNode) }];
    }
    return schema;
  }
}

const pluginName = 'federationSyntax';

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      federationSyntax: FederationSyntaxPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, FederationSyntaxPlugin);

export default pluginName;
