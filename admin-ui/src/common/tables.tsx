import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';

/** An instant as India time, or a dash. */
export const when = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-IN', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Kolkata',
      }).format(new Date(iso))
    : '–';

/** Whole rupees (₹2,00,000), or a dash. */
export const rupees = (n: number | null) =>
  n === null
    ? '–'
    : new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        maximumFractionDigits: 0,
      }).format(n);

/** A small table that scrolls sideways inside the page on a phone; `empty` stands in for none. */
export const SimpleTable = ({
  label,
  head,
  rows,
  empty,
}: {
  label: string;
  head: string[];
  rows: (string | number)[][];
  empty?: string;
}) =>
  rows.length === 0 && empty ? (
    <Typography color="text.secondary">{empty}</Typography>
  ) : (
    // A scroller that keyboard users can reach and scroll; a group, not a region, since the
    // section around it is usually the region of the same name.
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={i}>
              {row.map((cell, j) => (
                <TableCell key={j}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
