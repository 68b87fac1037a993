import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/** The report's palette: dark text, muted labels, one accent; boxes of the map by kind. */
export const COLORS = {
  text: '#1f2933',
  muted: '#5f6b7a',
  faint: '#9aa5b1',
  rule: '#d9dee5',
  band: '#f3f5f8',
  accent: '#1f4e8c',
  accentSoft: '#e8eef7',
  company: { fill: '#eaf1fb', stroke: '#7a9cc6' },
  person: { fill: '#fff3e6', stroke: '#d9a066' },
  owner: '#9a3412',
  ok: '#166534',
} as const;

export type FontName = 'regular' | 'bold';

export interface TextStyle {
  font?: FontName;
  size?: number;
  color?: string;
  lineGap?: number;
}

export interface Column {
  title: string;
  /** Share of the table's width (the shares need not add up to 1). */
  width: number;
  align?: 'left' | 'right';
}

/**
 * The few drawing moves a report needs, over a pdfkit document: styled text that never starts
 * a page by itself (every block measures itself and asks `ensure` for room first), key–value
 * facts, tables whose header repeats after a page break, and section headings kept with what
 * follows them.
 */
export class Layout {
  constructor(readonly doc: Doc) {}

  get left(): number {
    return this.doc.page.margins.left;
  }
  get right(): number {
    return this.doc.page.width - this.doc.page.margins.right;
  }
  get width(): number {
    return this.right - this.left;
  }
  get top(): number {
    return this.doc.page.margins.top;
  }
  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  style({ font = 'regular', size = 9.5, color = COLORS.text }: TextStyle): this {
    this.doc.font(font).fontSize(size).fillColor(color);
    return this;
  }

  /** The height `value` takes at `width` in `style`. */
  measure(value: string, width: number, style: TextStyle = {}): number {
    this.style(style);
    return this.doc.heightOfString(value, { width, lineGap: style.lineGap ?? 1.5 });
  }

  textWidth(value: string, style: TextStyle = {}): number {
    this.style(style);
    return this.doc.widthOfString(value);
  }

  /**
   * Draws `value` at (x, y) wrapped to `width` and returns its height, leaving the position
   * as it was. The height given to pdfkit bounds it, so a line that would cross the bottom
   * margin never opens a page on its own.
   */
  put(value: string, x: number, y: number, width: number, style: TextStyle = {}, align?: 'right') {
    const height = this.measure(value, width, style);
    const { x: atX, y: atY } = this.doc;
    this.doc.text(value, x, y, {
      width,
      height: height + 2,
      lineGap: style.lineGap ?? 1.5,
      align: align ?? 'left',
    });
    // The caller places what follows: drawing leaves the position where it was.
    this.doc.x = atX;
    this.doc.y = atY;
    return height;
  }

  /**
   * A paragraph across the text width, moved to the next page whole when it fits on one;
   * with a `marker` (a bullet, a number) hanging in front of it.
   */
  paragraph(
    value: string,
    style: TextStyle = {},
    {
      indent = 0,
      after = 4,
      marker = '',
    }: { indent?: number; after?: number; marker?: string } = {},
  ): void {
    const hang = marker ? Math.max(10, this.textWidth(marker, style) + 4) : 0;
    const x = this.left + indent + hang;
    const width = this.width - indent - hang;
    const height = this.measure(value, width, style);
    if (height <= this.bottom - this.top) {
      this.ensure(height);
      if (marker) this.put(marker, this.left + indent, this.doc.y, hang, style);
      this.put(value, x, this.doc.y, width, style);
      this.doc.y += height + after;
      return;
    }
    // Longer than a page: pdfkit flows it on.
    this.ensure(40);
    if (marker) this.put(marker, this.left + indent, this.doc.y, hang, style);
    this.style(style);
    this.doc.text(value, x, this.doc.y, { width, lineGap: style.lineGap ?? 1.5 });
    this.doc.x = this.left;
    this.doc.y += after;
  }

  /** A section title, kept on the page with at least `keep` points of what follows. */
  heading(value: string, keep = 60): void {
    this.doc.y += 10;
    const height = this.measure(value, this.width - 10, { font: 'bold', size: 13 });
    this.ensure(height + keep);
    const y = this.doc.y;
    this.doc.rect(this.left, y + 3, 3, height - 5).fill(COLORS.accent);
    this.put(value, this.left + 10, y, this.width - 10, {
      font: 'bold',
      size: 13,
      color: COLORS.accent,
    });
    this.doc.y = y + height + 2;
  }

  /** A smaller title inside a section. */
  subheading(value: string, keep = 40): void {
    this.doc.y += 4;
    const style = { font: 'bold', size: 10, color: COLORS.text } as const;
    const height = this.measure(value, this.width, style);
    this.ensure(height + keep);
    this.put(value, this.left, this.doc.y, this.width, style);
    this.doc.y += height + 3;
  }

  /** Under a heading: where the block's data comes from, and as of when. */
  source(parts: string[]): void {
    this.paragraph(
      parts.filter(Boolean).join('  ·  '),
      { size: 7.5, color: COLORS.muted },
      {
        after: 6,
      },
    );
  }

  /** Label–value rows, the labels in a narrow muted column. */
  facts(rows: [label: string, value: string][], labelWidth = 150): void {
    const valueWidth = this.width - labelWidth - 16;
    const labelStyle = { size: 8.5, color: COLORS.muted } as const;
    const valueStyle = { size: 9.5 } as const;
    rows.forEach(([label, value], index) => {
      const height =
        Math.max(
          this.measure(label, labelWidth - 8, labelStyle),
          this.measure(value, valueWidth, valueStyle),
        ) + 8;
      this.ensure(height);
      const y = this.doc.y;
      if (index % 2 === 0) this.doc.rect(this.left, y, this.width, height).fill(COLORS.band);
      this.put(label, this.left + 8, y + 4.5, labelWidth - 8, labelStyle);
      this.put(value, this.left + labelWidth + 8, y + 4, valueWidth, valueStyle);
      this.doc.y = y + height;
    });
    this.doc.y += 4;
  }

  /**
   * A table; its header row is drawn again at the top of each page it continues on. An empty
   * table prints `empty` instead.
   */
  table(columns: Column[], rows: string[][], empty: string): void {
    if (rows.length === 0) {
      this.paragraph(empty, { size: 9, color: COLORS.muted });
      return;
    }
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * this.width);
    const headStyle = { font: 'bold', size: 8, color: COLORS.muted } as const;
    const cellStyle = { size: 9 } as const;
    const pad = 5;
    const rowHeight = (cells: string[], style: TextStyle) =>
      Math.max(...cells.map((cell, i) => this.measure(cell, (widths[i] ?? 0) - 2 * pad, style))) +
      2 * pad -
      1;
    const drawRow = (cells: string[], style: TextStyle, fill?: string) => {
      const height = rowHeight(cells, style);
      const y = this.doc.y;
      if (fill) this.doc.rect(this.left, y, this.width, height).fill(fill);
      let x = this.left;
      cells.forEach((cell, i) => {
        const width = widths[i] ?? 0;
        const align = columns[i]?.align === 'right' ? 'right' : undefined;
        this.put(cell, x + pad, y + pad - 0.5, width - 2 * pad, style, align);
        x += width;
      });
      this.doc
        .moveTo(this.left, y + height)
        .lineTo(this.right, y + height)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke();
      this.doc.y = y + height;
    };
    const header = columns.map((column) => column.title);
    const headerHeight = rowHeight(header, headStyle);
    const [first] = rows;
    this.ensure(headerHeight + (first ? rowHeight(first, cellStyle) : 0));
    drawRow(header, headStyle, COLORS.band);
    for (const row of rows) {
      const height = rowHeight(row, cellStyle);
      if (this.doc.y + height > this.bottom) {
        this.doc.addPage();
        drawRow(header, headStyle, COLORS.band);
      }
      drawRow(row, cellStyle);
    }
    this.doc.y += 6;
  }
}
