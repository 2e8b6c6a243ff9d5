import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { describedBy, FieldMessages } from './field-messages';

export interface ImageFileFieldProps {
  label: ReactNode;
  /** The chosen file (null: none chosen). */
  file: File | null;
  onChange(file: File | null): void;
  /** What is shown before a file is chosen (the current image's URL), or nothing. */
  currentSrc?: string | null;
  /** The preview's alternative text. */
  previewAlt: string;
  accept?: string;
  hint?: ReactNode;
  error?: string | false | null;
  /** The preview's width and height in pixels. */
  size?: number;
}

/** An image file input with a preview of the chosen file (or of the current image). */
export function ImageFileField({ label, file, onChange, currentSrc = null, previewAlt, accept = 'image/*', hint, error, size = 96 }: ImageFileFieldProps) {
  const id = useId();
  // The preview belongs to the file it was read from: a stale one is never shown for another file.
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);

  useEffect(() => {
    if (!file) return undefined;
    let current = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (current && typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      current = false;
    };
  }, [file]);

  const shown = file ? (preview?.file === file ? preview.url : null) : currentSrc;
  const choose = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null);

  return (
    <div className="dg-field dg-image-field">
      <label htmlFor={id} className="dg-field__label">
        {label}
      </label>
      <div className="dg-image-field__row">
        {shown ? (
          <img className="dg-image-field__preview" src={shown} alt={previewAlt} width={size} height={size} />
        ) : (
          <span className="dg-image-field__preview dg-image-field__preview--empty" style={{ width: size, height: size }} aria-hidden="true" />
        )}
        <input
          id={id}
          type="file"
          accept={accept}
          onChange={choose}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
