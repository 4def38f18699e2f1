// What src/forge/types/ says Gitea always sends: the keys each payload type requires (a Go
// field without a pointer or `omitempty`), read with the TypeScript checker so that the overlay's
// `AlwaysSent<…>`, `Omit` and `Pick` count as written. Swagger 2.0 marks no response key required,
// so this is what tells a key the forge may leave out from one it never does.

import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const FORGE = fileURLToPath(new URL('../../src/forge/types/', import.meta.url));

/** Required keys by payload type name; a name the overlay shadows (index.ts) wins over the swagger's. */
export function alwaysSentKeys(): Map<string, Set<string>> {
  const files = readdirSync(FORGE)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `${FORGE}${file}`);
  const program = ts.createProgram(files, {
    lib: ['lib.es5.d.ts'],
    types: [],
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  const checker = program.getTypeChecker();
  const keys = new Map<string, Set<string>>();
  for (const file of files) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) continue;
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) continue;
      const declaredHere = symbol.declarations?.some((node) => node.getSourceFile() === source);
      if (keys.has(exported.name) && !declaredHere) continue;
      const required = checker
        .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))
        .filter((property) => !(property.flags & ts.SymbolFlags.Optional))
        .map((property) => property.name);
      keys.set(exported.name, new Set(required));
    }
  }
  return keys;
}
