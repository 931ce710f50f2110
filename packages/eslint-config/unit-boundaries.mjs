// @ts-check
// `faktura/unit-boundaries`: the units of apps/api/src talk to each other only through their
// public entry (index.ts), and the platform does not depend on the business. A unit's other files
// (repositories, resolvers, mappers, use cases) can then change without touching other units.
import { dirname, posix, resolve } from 'node:path';

const SRC = '/apps/api/src/';

/** The operator CLI builds accounts and demo data, so it may use shared and feature entries. */
const PLATFORM_EXCEPTIONS = new Set(['platform/admin-cli']);

/**
 * Where a path lies under apps/api/src: its unit (the first two segments, `platform/<x>`,
 * `shared/<x>` or `<area>/<feature>`; null for the top-level files that compose units), the
 * unit's layer, and whether the path is the unit's entry (the unit folder or its index, or the
 * unit itself when it is one file such as platform/platform.module.ts).
 * @param {string} path relative to apps/api/src, with `/`
 */
export function locate(path) {
  const parts = path.split('/');
  if (parts.length < 2) return { unit: null, layer: 'composition', isEntry: false };
  const unit = `${parts[0]}/${parts[1].replace(/\.[cm]?[jt]s$/, '')}`;
  const layer = parts[0] === 'platform' || parts[0] === 'shared' ? parts[0] : 'feature';
  const isEntry =
    parts.length === 2 || (parts.length === 3 && /^index(\.[cm]?[jt]s)?$/.test(parts[2]));
  return { unit, layer, isEntry };
}

/**
 * Why importing `target` from `importer` (both relative to apps/api/src) breaks a boundary, as a
 * message id, or null when it is allowed.
 * @param {string} importer
 * @param {string} target
 */
export function violation(importer, target) {
  if (target.startsWith('../')) return null; // Outside src: not a unit.
  const from = locate(importer);
  const to = locate(target);
  if (to.unit === null) return from.unit === null ? null : 'composition';
  if (from.unit === to.unit) {
    // Within a unit, files import each other; through the unit's own index they would load it
    // while it is still loading.
    return to.isEntry ? 'ownEntry' : null;
  }
  if (!to.isEntry) return 'deepImport';
  if (from.layer === 'platform' && to.layer !== 'platform') {
    return from.unit !== null && PLATFORM_EXCEPTIONS.has(from.unit) ? null : 'layer';
  }
  return null;
}

/** @param {string} file */
const posixPath = (file) => file.split('\\').join('/');

/** @type {import('eslint').Rule.RuleModule} */
const unitBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'apps/api/src units import each other only through their index.ts; platform imports only platform',
    },
    schema: [],
    messages: {
      deepImport:
        "'{{specifier}}' is a file inside unit {{unit}}: import it through the unit's entry '{{entry}}' (its index.ts exports what other units use).",
      layer:
        'Platform unit {{importer}} may not import {{unit}} ({{layer}}): the platform depends on no business unit.',
      ownEntry:
        "'{{specifier}}' is the entry of this file's own unit; import the file itself (through its own index a unit would require itself while loading).",
      composition: "'{{specifier}}' composes the units (top-level file); units do not import it.",
    },
  },
  create(context) {
    const file = posixPath(context.filename);
    const at = file.lastIndexOf(SRC);
    if (at < 0) return {};
    const srcRoot = file.slice(0, at + SRC.length - 1);
    const importer = file.slice(at + SRC.length);

    /** @param {import('eslint').Rule.Node} node @param {unknown} specifier */
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const resolved = posixPath(resolve(dirname(file), specifier));
      const target = posix.relative(srcRoot, resolved);
      const messageId = violation(importer, target);
      if (!messageId) return;
      const to = locate(target);
      const entryPath = posix.relative(posix.dirname(file), `${srcRoot}/${to.unit}`);
      context.report({
        node,
        messageId,
        data: {
          specifier,
          unit: to.unit ?? '',
          layer: to.layer,
          importer: locate(importer).unit ?? '',
          entry: entryPath.startsWith('.') ? entryPath : `./${entryPath}`,
        },
      });
    };
    /** @param {any} node */
    const literal = (node) => (node && node.type === 'Literal' ? node.value : undefined);

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, literal(node.source)),
      /** @param {any} node `import x = require('...')` */
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference.type === 'TSExternalModuleReference' &&
        check(node, literal(node.moduleReference.expression)),
      /** @param {any} node `import('...').Type` in a type position */
      TSImportType: (node) => check(node, literal(node.argument?.literal ?? node.argument)),
      CallExpression(node) {
        // require(...) and jest.mock(...) name a module by path just like an import does.
        const callee = context.sourceCode.getText(node.callee);
        if (/^(require|jest\.(mock|requireActual|doMock))$/.test(callee)) {
          check(node, literal(node.arguments[0]));
        }
      },
    };
  },
};

/** The local plugin: `faktura/<rule>`. */
export default { meta: { name: 'faktura' }, rules: { 'unit-boundaries': unitBoundaries } };
