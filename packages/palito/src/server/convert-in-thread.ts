// The engine run on the calling thread: All View, answered as the serialized reply the handler
// sends. The pool's worker calls it inside its thread; edge runtimes (which have no worker
// threads but bound each request's CPU time themselves) and tests may use it directly.

import {type ConversionProblemsBody, type ConversionSuccessBody, generateTopology} from '../engine';
import type {ConversionFile, ConversionReply, RunConversion} from './conversion-runner';

export const convertInThread: RunConversion = async (file: ConversionFile, signal: AbortSignal): Promise<ConversionReply> => {
  const result = await generateTopology(file, {view: {view: 'all'}, signal});
  if (!result.ok) {
    const problemsBody: ConversionProblemsBody = {
      error: {code: 'invalid-inventory', message: 'The inventory cannot be converted: see problems.'},
      problems: result.problems,
      timings: result.timings,
    };
    return {status: 422, json: JSON.stringify(problemsBody)};
  }
  const successBody: ConversionSuccessBody = result;
  return {status: 200, json: JSON.stringify(successBody)};
};
