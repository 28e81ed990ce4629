// Stands in for the classic theme's prism-include-languages client module: nothing to do when the
// site starts. The languages are added by src/theme/CodeBlock/prism-languages.ts.
export {};
