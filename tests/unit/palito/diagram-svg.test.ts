import fs from 'node:fs';
import path from 'node:path';
import {XMLParser} from 'fast-xml-parser';
import {describe, expect, it} from 'vitest';
import {generateTopology} from '../../../packages/palito/src/engine/pipeline/generate-topology';
import {diagramToSvg, LIGHT_PALETTE} from '../../../packages/palito/src/react/export/diagram-svg';

const SAMPLE = path.resolve(__dirname, '../../../static/samples/assets-sample.csv');
const xml = new XMLParser({ignoreAttributes: false, attributeNamePrefix: ''});

async function sample(csv = fs.readFileSync(SAMPLE, 'utf8')) {
  const result = await generateTopology({name: 'assets-sample.csv', data: csv});
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result;
}

function groupsOf(doc: any, cls: string): any[] {
  return [doc.svg.g].flat().filter((g: any) => g.class === cls);
}

describe('diagramToSvg', () => {
  it('draws every zone, CBS, asset and edge of the sample as a valid SVG document', async () => {
    const {project, layout} = await sample();
    const svg = diagramToSvg({project, layout, title: 'sample'});
    const doc = xml.parse(svg);
    expect(doc.svg.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(groupsOf(doc, 'zone')).toHaveLength(4);
    expect(groupsOf(doc, 'cbs')).toHaveLength(11);
    expect(groupsOf(doc, 'asset')).toHaveLength(39);
    expect([doc.svg.line].flat()).toHaveLength(layout.edges.length);
    expect(Number(doc.svg.width)).toBeGreaterThan(layout.bounds.width);
  });

  it('leaves out hidden assets and their edges, and applies edited statuses', async () => {
    const {project, layout} = await sample();
    const hidden = new Set(['A011']);
    const touching = layout.edges.filter((e) => e.source === 'A011' || e.target === 'A011').length;
    expect(touching).toBeGreaterThan(0);
    const svg = diagramToSvg({project, layout, hidden, statusOf: () => 'error'});
    const doc = xml.parse(svg);
    expect(groupsOf(doc, 'asset')).toHaveLength(38);
    expect([doc.svg.line].flat()).toHaveLength(layout.edges.length - touching);
    expect(svg).not.toContain('data-id="A011"');
    expect(svg.match(new RegExp(`stroke="${LIGHT_PALETTE.status.error}" stroke-width="2"`, 'g'))).toHaveLength(38);
  });

  it('escapes names so any text in the inventory stays valid XML', async () => {
    const csv = 'id,name,zone,cbs,connections\nX1,"<db & ""main"">",Z<1>,C&1,X2\nX2,web\'s,Z<1>,C&1,\n';
    const {project, layout} = await sample(csv);
    const svg = diagramToSvg({project, layout});
    const doc = xml.parse(svg);
    const texts = JSON.stringify(doc);
    expect(texts).toContain('<db & \\"main\\">');
    expect(svg).toContain('&lt;db &amp; &quot;main&quot;&gt;');
    expect(svg).toContain('Z&lt;1&gt;');
  });
});
