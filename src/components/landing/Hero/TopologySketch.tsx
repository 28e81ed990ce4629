import React from 'react';
import {translate} from '@docusaurus/Translate';

// A hand-placed miniature of what Palito draws: two zones, CBS boxes, assets, edges.
// Pure SVG so the hero costs no JavaScript beyond React's own render.
const ZONES = [
  {x: 10, y: 10, w: 180, h: 200, cbs: [{x: 25, y: 40, w: 150, h: 70}, {x: 25, y: 125, w: 150, h: 70}]},
  {x: 210, y: 10, w: 180, h: 200, cbs: [{x: 225, y: 40, w: 150, h: 70}, {x: 225, y: 125, w: 150, h: 70}]},
];
const ASSETS = [
  [55, 75], [100, 75], [145, 75], [70, 160], [130, 160],
  [255, 75], [300, 75], [345, 75], [270, 160], [330, 160],
];
const LINKS = [
  [0, 1], [1, 2], [1, 4], [3, 4], [2, 5], [5, 6], [6, 7], [6, 9], [8, 9], [4, 8],
];

export default function TopologySketch({className}: {className?: string}): React.ReactElement {
  return (
    <svg
      className={className}
      viewBox="0 0 400 220"
      role="img"
      aria-label={translate({
        id: 'landing.hero.sketchLabel',
        message: '두 개의 존 안에 CBS 그룹과 자산이 배치되고 연결선으로 이어진 구성도 예시',
      })}>
      {ZONES.map((z, i) => (
        <g key={i}>
          <rect x={z.x} y={z.y} width={z.w} height={z.h} rx={10} fill="var(--palito-zone-fill)" stroke="var(--palito-zone-stroke)" />
          {z.cbs.map((c, j) => (
            <rect key={j} x={c.x} y={c.y} width={c.w} height={c.h} rx={6} fill="var(--palito-cbs-fill)" stroke="var(--palito-cbs-stroke)" strokeDasharray="4 3" />
          ))}
        </g>
      ))}
      {LINKS.map(([a, b], i) => (
        <line key={i} x1={ASSETS[a][0]} y1={ASSETS[a][1]} x2={ASSETS[b][0]} y2={ASSETS[b][1]} stroke="var(--palito-edge)" strokeWidth={1.5} />
      ))}
      {ASSETS.map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={9} fill="var(--ifm-background-surface-color)" stroke="var(--ifm-color-primary)" strokeWidth={2} />
      ))}
    </svg>
  );
}
