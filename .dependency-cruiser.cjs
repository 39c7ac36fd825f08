// Import cycles are refused in both apps, type-only imports included: a cycle of types
// is still two modules that cannot be understood apart. Layer direction (features never import
// jobs/, …) is checked by ESLint (lint/boundaries.js). Run by `npm run lint`
// once per app, since each app resolves its own `@/` alias through its own tsconfig.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: move the shared piece down a layer or hand it in as a port.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
