// Every loadable object type of the schema, found as the schema is built: the dataloader plugin
// puts each loadable ref's loader getter on its type's config, and this plugin records it there.
// So a new loadable type is known the moment it is defined, with no list to keep by hand, and
// a write or a live event can forget the reads it made stale.

import SchemaBuilder, { BasePlugin, type PothosTypeConfig, type SchemaTypes } from '@pothos/core';
import type { Context } from './context.js';

type LoaderGetter = (context: object) => { clearAll(): unknown };

const loadersByType = new Map<string, LoaderGetter>();

/** Something whose loader a write can clear: a loadable ref of the dataloader plugin. */
export interface Loadable {
  getDataloader(context: Context): { clearAll(): unknown };
}

const pluginName = 'loaderRegistry';

export class LoaderRegistryPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onTypeConfig(typeConfig: PothosTypeConfig): PothosTypeConfig {
    const getDataloader = typeConfig.extensions?.getDataloader as LoaderGetter | undefined;
    if (typeConfig.graphqlKind === 'Object' && typeof getDataloader === 'function') {
      loadersByType.set(typeConfig.name, getDataloader);
    }
    return typeConfig;
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      loaderRegistry: LoaderRegistryPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, LoaderRegistryPlugin);

export default pluginName;

/** The names of the loadable object types (known once the schema is built). */
export function loadableTypeNames(): string[] {
  return [...loadersByType.keys()].sort();
}

/** Drops this request's reads of the given loadables. */
export function clearLoaders(context: Context, changed: readonly Loadable[]): void {
  for (const ref of changed) ref.getDataloader(context).clearAll();
}

/** Drops this request's reads of every loadable type. */
export function clearEveryLoader(context: Context): void {
  for (const getDataloader of loadersByType.values()) getDataloader(context).clearAll();
}
