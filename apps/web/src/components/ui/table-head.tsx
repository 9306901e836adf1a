/** A column of an administrator's table: its heading, said to screen readers alone when `unseen`, and its look. */
export type Column = { name: string; unseen?: boolean; className?: string };

/** The heading row of an administrator's table (the orders, the teas, the users): a cell a column. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead className="bg-base-200/70 text-sm text-base-content/80">
      <tr>
        {columns.map(({ name, unseen, className }) => (
          <th key={name} scope="col" className={className}>
            {unseen ? <span className="sr-only">{name}</span> : name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
