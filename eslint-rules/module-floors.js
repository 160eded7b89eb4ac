import path from 'node:path';

/**
 * The API's modules stand on floors (issue 29, docs/decisions/0031): a module imports only
 * modules on lower floors, so no two modules can import each other, directly or around a circle,
 * and a module reads another module's tables only through the data floor's repositories.
 *
 * Type-only imports are not counted (see typeOnly below).
 *
 * Options: { modulesDir, floors: { <module>: <floor> }, dataFloor, allowed: ['<from> -> <to>'] }.
 * `allowed` lists the imports that still break the floors (each one a debt, named in the
 * decision record): the list only shrinks.
 */
const messages = {
  noFloor: "The module '{{module}}' has no floor: give it one in eslint.config.js (apiFloors).",
  upward:
    "'{{from}}' (floor {{fromFloor}}) imports '{{to}}' (floor {{toFloor}}): a module imports only modules on lower floors.",
  repository:
    "'{{from}}' imports the repository of '{{to}}': other modules' tables are read through the data floor.",
};

function moduleOf(file, modulesDir) {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first : undefined;
}

export const moduleFloors = {
  meta: {
    type: 'problem',
    docs: { description: 'API modules import only modules on lower floors.' },
    schema: [{ type: 'object', additionalProperties: true }],
    messages,
  },
  create(context) {
    const { modulesDir, floors, dataFloor = 0, allowed = [] } = context.options[0] ?? {};
    const root = path.resolve(context.cwd ?? process.cwd(), modulesDir);
    const file = path.resolve(context.cwd ?? process.cwd(), context.filename);
    const from = moduleOf(file, root);
    if (!from) return {};
    const allowedPairs = new Set(allowed);

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = moduleOf(path.resolve(path.dirname(file), source), root);
      if (!to || to === from) return;
      const fromFloor = floors[from];
      const toFloor = floors[to];
      if (fromFloor === undefined || toFloor === undefined) {
        context.report({
          node,
          messageId: 'noFloor',
          data: { module: fromFloor === undefined ? from : to },
        });
        return;
      }
      if (allowedPairs.has(`${from} -> ${to}`)) return;
      if (toFloor >= fromFloor)
        context.report({ node, messageId: 'upward', data: { from, to, fromFloor, toFloor } });
      else if (/\.repository(\.[jt]s)?$/.test(source) && toFloor !== dataFloor)
        context.report({ node, messageId: 'repository', data: { from, to } });
    }

    // A type-only import is erased from the build and carries no behaviour: a service that app.ts
    // hands to another is typed by it without making the modules depend on each other.
    const typeOnly = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 &&
        node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    const withSource = (node) => !typeOnly(node) && check(node.source ?? node, node.source?.value);
    return {
      ImportDeclaration: withSource,
      ExportNamedDeclaration: (node) => node.source && withSource(node),
      ExportAllDeclaration: withSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'module-floors': moduleFloors } };
