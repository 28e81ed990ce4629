// The workflow "Palito in CI" shows (docs/intro/guides/ci.md and its English twin) cannot run here,
// so it is checked as far as it can be: it is valid YAML, the same in both locales, and a GitHub
// Actions workflow that runs the palito command as the page says (validate with annotations,
// render to an artifact, diff posted as a comment), with options the command takes.

import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseInvocation} from '../../../packages/palito/src/cli/args';

// js-yaml comes with Docusaurus (its front matter parser), so no YAML parser of our own is added.
const {load} = createRequire(import.meta.url)('js-yaml') as {load(text: string): unknown};

const ROOT = path.resolve(__dirname, '../../..');
const PAGES = ['docs/intro/guides/ci.md', 'i18n/en/docusaurus-plugin-content-docs/current/intro/guides/ci.md'];

/** The page's ```yaml blocks. */
function yamlBlocks(page: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, page), 'utf8');
  return [...text.matchAll(/^```ya?ml[^\n]*\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
}

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: {pull_request: {paths: string[]}};
  permissions: Record<string, string>;
  jobs: Record<string, {'runs-on': string; steps: Step[]}>;
}

/** The `palito …` command lines of the steps' scripts, as argument lists (quotes and `|| …` tails dropped). */
function palitoCommands(steps: Step[]): string[][] {
  return steps
    .flatMap((step) => (step.run ?? '').split('\n'))
    .map((line) => /npx palito (.*?)(?:\s*\|\|.*)?$/.exec(line.trim())?.[1])
    .filter((args): args is string => args !== undefined)
    .map((args) => args.split(/\s+/));
}

describe('the CI guide’s workflow', () => {
  const workflows = PAGES.map((page) => {
    const blocks = yamlBlocks(page);
    expect(blocks, page).toHaveLength(1);
    return load(blocks[0]) as Workflow;
  });

  it('parses as YAML, the same workflow in both locales', () => {
    expect(workflows[0]).toEqual(workflows[1]);
  });

  it('runs on pull requests that touch the inventory, allowed to comment', () => {
    const [workflow] = workflows;
    expect(workflow.on.pull_request.paths).toEqual(['inventory/**']);
    expect(workflow.permissions).toMatchObject({'pull-requests': 'write'});
  });

  it('validates with annotations, renders an artifact, and comments the diff', () => {
    const steps = Object.values(workflows[0].jobs).flatMap((job) => job.steps);
    const commands = palitoCommands(steps);
    expect(commands.map(([command]) => command)).toEqual(['validate', 'render', 'diff']);
    expect(commands[0]).toContain('github');
    const uploads = steps.filter((step) => step.uses?.startsWith('actions/upload-artifact@')).map((step) => step.with?.path);
    expect(uploads).toEqual(['topology.svg', 'changes.svg']);
    expect(steps.some((step) => step.run?.includes('gh pr comment') && step.run.includes('--body-file diff.md'))).toBe(true);
    expect(steps.find((step) => step.uses?.startsWith('actions/checkout@'))?.with).toMatchObject({'fetch-depth': 0});
  });

  it('gives the command only options it takes', () => {
    const steps = Object.values(workflows[0].jobs).flatMap((job) => job.steps);
    for (const args of palitoCommands(steps)) {
      const parsed = parseInvocation(args.map((arg) => arg.replace(/^"|"$/g, '')));
      expect(parsed.ok, `palito ${args.join(' ')}: ${parsed.ok ? '' : parsed.error.key}`).toBe(true);
    }
  });
});
