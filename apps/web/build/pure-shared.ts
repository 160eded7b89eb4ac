import ts from 'typescript';
import type { Plugin } from 'vite';

const sharedSource = /[\\/]packages[\\/]shared[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/;

/** Whether evaluating the expression may call something (outside functions it defines). */
function callsSomething(node: ts.Node): boolean {
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isClassExpression(node))
    return false;
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node))
    return true;
  return ts.forEachChild(node, (child) => (callsSomething(child) ? true : undefined)) ?? false;
}

/**
 * Wraps each module-level `const x = <something that calls>` of a packages/shared module in a call
 * marked pure: `const x = /* @__PURE__ *\/ (() => <something>)()`. Evaluated the same, in the same
 * order, when the web uses `x`; dropped by the bundler when it does not.
 */
export function wrapModuleLevelCalls(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const edits: Array<{ at: number; text: string }> = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (!value || !callsSomething(value)) continue;
      edits.push({ at: value.getStart(source), text: '/* @__PURE__ */ (() => (' });
      edits.push({ at: value.getEnd(), text: '))()' });
    }
  }
  let result = code;
  for (const edit of edits.sort((a, b) => b.at - a.at)) {
    result = result.slice(0, edit.at) + edit.text + result.slice(edit.at);
  }
  return result;
}

/**
 * packages/shared defines its zod schemas at module level (`export const xSchema = z.object(…)`),
 * beside the messages, limits and helpers every page uses. Calls at module level count as side
 * effects, so importing one constant of a module kept all of its schemas, and zod, in the first
 * load (issue 18). In the web build each such definition is marked pure (wrapModuleLevelCalls):
 * a page gets the schemas it uses, and a form that validates with one loads it with its own code.
 * `"sideEffects": false` in packages/shared/package.json lets the bundler skip unused modules.
 */
export function pureShared(): Plugin {
  return {
    name: 'familytree:pure-shared',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!sharedSource.test(id)) return null;
      return { code: wrapModuleLevelCalls(code, id), map: null };
    },
  };
}
