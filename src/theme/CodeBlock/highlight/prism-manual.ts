/**
 * Set before Prism's core runs (./prism.ts imports this first): in a browser the core otherwise
 * highlights every `code.language-*` element on the page by itself once the document is ready,
 * rewriting the HTML React drew, and listens for messages when loaded in a worker. Prism reads
 * both switches from a global `Prism` that exists before it does.
 */
const scope = globalThis as {Prism?: {manual?: boolean; disableWorkerMessageHandler?: boolean}};
scope.Prism ??= {};
scope.Prism.manual = true;
scope.Prism.disableWorkerMessageHandler = true;

export {};
