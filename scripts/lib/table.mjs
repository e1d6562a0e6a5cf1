// Tables for the audit's report and the benches' output.

/** A table as Markdown, or as padded plain text for the terminal. */
export function formatTable(headers, rows, {markdown = false} = {}) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '').replace(/\|/g, '\\|')));
  if (markdown) {
    const line = (row) => `| ${row.join(' | ')} |`;
    return [line(cells[0]), line(headers.map(() => '---')), ...cells.slice(1).map(line)].join('\n');
  }
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  return cells
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
