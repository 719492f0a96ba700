/** Characters a chart's axis label shows before it is shortened (its full text in a tooltip). */
const LABEL_CHARS = 24;

/** A label no longer than `max` characters: cut with an ellipsis where it is longer. */
export function shortLabel(text: string, max = LABEL_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: string | number };
}

/**
 * A category axis label on one line, shortened when long, the whole name in its tooltip:
 * long product names wrapped onto the bars next to them and overlapped at 1440 px.
 */
export function ShortTick({ x, y, payload }: TickProps) {
  const full = String(payload?.value ?? '');
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fill="currentColor" fontSize={12}>
      <title>{full}</title>
      {shortLabel(full)}
    </text>
  );
}
