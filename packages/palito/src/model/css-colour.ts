// What counts as a colour wherever one comes in (props, setGraphStyle, project files, the
// exporters' palettes). A colour ends up in `stroke="…"`, `fill="…"` and `style="background:…"`
// of the canvas, the SVG and the print page, where a value such as `url(https://…)` makes the
// browser fetch it and `red;background-image:url(…)` adds a rule: so only the colour forms below
// are taken, each matched whole, and anything else is not a colour.

/** CSS's named colours (CSS Color 4), `transparent` and `currentcolor`. */
const NAMED = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
    'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray ' +
    'darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue ' +
    'firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew ' +
    'hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue ' +
    'mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred ' +
    'midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
    'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple ' +
    'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
    'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white ' +
    'whitesmoke yellow yellowgreen transparent currentcolor'
  ).split(' '),
);

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch(): a name and what the parentheses hold. */
const FUNCTION = /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(([^()]*)\)$/i;
/** One argument: a number (with a percentage or an angle's unit) or `none`. */
const ARGUMENT = /^(?:[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?(?:%|deg|rad|grad|turn)?|none)$/i;
/** A theme token, as Palito's defaults are written (`var(--palito-edge-intra-cbs)`); no fallback value. */
const VARIABLE = /^var\(--[A-Za-z0-9_-]+\)$/;

function isColourFunction(value: string): boolean {
  const match = FUNCTION.exec(value);
  if (!match) return false;
  const args = match[2].trim().split(/\s*[\s,/]\s*/);
  return args.length >= 3 && args.length <= 4 && args.every((arg) => ARGUMENT.test(arg));
}

/** The colour, trimmed, when `value` is one of the forms above; null for anything else. */
export function cssColour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const colour = value.trim();
  if (colour.length === 0 || colour.length > 100) return null;
  if (HEX.test(colour) || VARIABLE.test(colour) || NAMED.has(colour.toLowerCase()) || isColourFunction(colour)) return colour;
  return null;
}
