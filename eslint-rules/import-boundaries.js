// A local rule, not `no-restricted-imports`: that one matches the text of an import, so
// `../bulk/bulk-store` from another feature passed, and it never looks at `import()`.
import path from 'node:path';

/** Whether `file` is `dir` or lies under it. */
function isWithin(dir, file) {
  const relative = path.relative(dir, file);
  return (
    relative === '' ||
    (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  );
}

/** The text of a module specifier node, when it is written out (not computed at run time). */
function specifierOf(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0]?.value.cooked ?? null;
  }
  // `import('…')` in a type: typescript-eslint wraps the string in a TSLiteralType.
  if (node?.type === 'TSLiteralType') return specifierOf(node.literal);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid imports from one folder into another by the path they resolve to, whatever their spelling: static, type-only, re-exports and import().',
    },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { type: 'array', items: { type: 'string' }, minItems: 1 },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
    messages: { restricted: '{{message}} ({{specifier}})' },
  },

  create(context) {
    // Folders are absolute, or relative to ESLint's working directory.
    const resolve = (dir) => path.resolve(context.cwd, dir);
    const file = resolve(context.filename);
    const zones = context.options[0].zones
      .filter((zone) => isWithin(resolve(zone.target), file))
      .map((zone) => ({
        from: zone.from.map(resolve),
        except: (zone.except ?? []).map(resolve),
        message: zone.message,
      }));
    if (zones.length === 0) return {};

    function check(sourceNode) {
      const specifier = specifierOf(sourceNode);
      // Package names cannot reach into the app's folders; the app has no path aliases.
      if (specifier === null || !/^\.{1,2}(\/|$)|^\//.test(specifier)) return;
      // A query (`./x.css?inline`) is the bundler's business, not part of the path.
      const target = path.resolve(path.dirname(file), specifier.replace(/\?.*$/, ''));
      for (const zone of zones) {
        const restricted =
          zone.from.some((dir) => isWithin(dir, target)) &&
          !zone.except.some((dir) => isWithin(dir, target));
        if (restricted) {
          context.report({
            node: sourceNode,
            messageId: 'restricted',
            data: { message: zone.message, specifier },
          });
          return;
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => node.source && check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // `type T = import('../other/x').T`
      TSImportType: (node) => check(node.source ?? node.argument),
      // `import x = require('../other/x')`
      TSExternalModuleReference: (node) => check(node.expression),
    };
  },
};
