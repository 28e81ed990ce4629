/** An SVG document rasterised to a PNG Blob, in the browser (a 2D canvas does the drawing). */

/** Large diagrams are scaled down so the PNG stays within what browsers' canvases allow. */
const MAX_PNG_SIDE = 8000;

export async function svgToPng(svg: string): Promise<Blob> {
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
