// Stands in for the classic theme's prism-include-languages client module: nothing to do when the
// site starts. The code blocks highlight with src/theme/CodeBlock/highlight/prism.ts.
export {};
