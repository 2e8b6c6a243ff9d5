import { SCHEDULE_UPLOAD_COLUMNS, type ScheduleUploadColumnKey, type ScheduleUploadPreview, type ScheduleUploadRow } from '@dugout/contracts';
import { DataTable, type DataTableColumn } from '@dugout/ui';

/** A cell as the file had it; a bad one marked, with its messages under the value. */
function Cell({ row, column }: { row: ScheduleUploadRow; column: (typeof SCHEDULE_UPLOAD_COLUMNS)[number] }) {
  const value = row[column.key as ScheduleUploadColumnKey];
  const errors = row.errors.filter((error) => error.header === column.header);
  if (errors.length === 0) return <>{value}</>;
  return (
    <span className="dg-upload__cell dg-upload__cell--error" data-cell={`${errors[0]?.column ?? ''}${row.row}`}>
      <span>{value || '(빈 칸)'}</span>
      {errors.map((error) => (
        <small key={error.message} className="dg-upload__cell-message">
          {error.message}
        </small>
      ))}
    </span>
  );
}

/** The file's game rows by their sheet row number, bad cells highlighted in place. */
export function UploadPreviewTable({ preview }: { preview: ScheduleUploadPreview }) {
  const present = SCHEDULE_UPLOAD_COLUMNS.filter((column) => column.required || preview.columns[column.key]);
  const columns: DataTableColumn<ScheduleUploadRow>[] = [
    {
      key: 'row',
      header: '행',
      align: 'right',
      render: (row) => (row.errors.length > 0 ? <strong className="dg-upload__row--error">{row.row} 오류</strong> : row.row),
    },
    ...present.map((column) => ({
      key: column.key,
      header: preview.columns[column.key] ? `${column.header} (${preview.columns[column.key]}열)` : column.header,
      render: (row: ScheduleUploadRow) => <Cell row={row} column={column} />,
    })),
  ];
  return <DataTable caption="파일의 경기" rows={preview.rows} rowKey={(row) => row.row} columns={columns} />;
}
