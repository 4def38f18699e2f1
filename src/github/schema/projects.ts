// Project boards: the forge's projects have no API, so every list of cards is empty (and so no
// ProjectCard, Project or ProjectColumn is ever served); the types exist for the documents that ask.

import { builder } from './builder.js';
import { connectionOf } from './connection.js';
import { NodeRef, type Typed } from './refs.js';

const never = (): never => {
  throw new Error('the forge serves no project boards');
};

const ProjectRef = builder.objectRef<Typed>('Project').implement({
  description: 'Projects manage issues, pull requests and notes within a project owner.',
  interfaces: [NodeRef],
  fields: (t) => ({ name: t.string({ nullable: false, resolve: never }) }),
});

const ProjectColumnRef = builder.objectRef<Typed>('ProjectColumn').implement({
  description: 'A column inside a project.',
  interfaces: [NodeRef],
  fields: (t) => ({ name: t.string({ nullable: false, resolve: never }) }),
});

const ProjectCardRef = builder.objectRef<Typed>('ProjectCard').implement({
  description: 'A card in a project.',
  interfaces: [NodeRef],
  fields: (t) => ({
    project: t.field({ type: ProjectRef, nullable: false, resolve: never }),
    column: t.field({ type: ProjectColumnRef, resolve: never }),
    note: t.string({ resolve: never }),
  }),
});

export const ProjectCardConnectionRef = connectionOf('ProjectCard', ProjectCardRef);
