/**
 * Browser-side export: the diagram on screen as an SVG file, or rasterised to PNG.
 * The SVG text itself comes from diagram-svg.ts (pure, tested in Node).
 */
import {diagramToSvg, type SvgPalette} from './diagram-svg';
import type {Project} from '../../../topology/model/types';
import type {TopologyLayout} from '../../../topology/layout/types';

export interface DiagramOnScreen {
  project: Project;
  layout: TopologyLayout;
  hidden: string[];
  /** The colours; Palito's light theme when not given. */
  palette?: SvgPalette;
}

/** Large diagrams are scaled down so the PNG stays within what browsers' canvases allow. */
const MAX_PNG_SIDE = 8000;

export function svgOf({project, layout, hidden, palette}: DiagramOnScreen): string {
  return diagramToSvg({project, layout, hidden: new Set(hidden), palette, title: project.name});
}

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadSvg(diagram: DiagramOnScreen, baseName: string): void {
  save(new Blob([svgOf(diagram)], {type: 'image/svg+xml'}), `${baseName}.svg`);
}

export async function pngOf(diagram: DiagramOnScreen): Promise<Blob> {
  const svg = svgOf(diagram);
  const image = new Image();
  const url = URL.createObjectURL(new Blob([svg], {type: 'image/svg+xml'}));
  try {
    image.src = url;
    await image.decode();
    const scale = Math.min(2, MAX_PNG_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas in this browser.');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made.'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

export async function downloadPng(diagram: DiagramOnScreen, baseName: string): Promise<void> {
  save(await pngOf(diagram), `${baseName}.png`);
}
