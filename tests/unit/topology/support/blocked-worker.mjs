// A worker script that fails as it starts, as a helper does when a bundler did not emit its file
// or a Content-Security-Policy refuses it: the worker reports an error and never answers.
// (Thrown from a task: the `web-worker` package only logs an error thrown while the module loads.)
setTimeout(() => {
  throw new Error('This worker is not allowed to run here.');
}, 0);
