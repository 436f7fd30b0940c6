import { FileInput } from '@mantine/core';
import { useState } from 'react';

/** A chosen proof: its name and base64 content, or why it is refused. */
export type Proof = { fileName: string; contentBase64: string; size: number } | { error: string };

/** What the server takes (the area's profile call says): the file types and the size limit. */
export type ProofLimits = { extensions: readonly string[]; maxBytes: number };

/** Whether a proof was chosen and accepted. */
export function isProofOk(proof: Proof | null): proof is Exclude<Proof, { error: string }> {
  return proof !== null && !('error' in proof);
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve((typeof reader.result === 'string' ? reader.result : '').replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * A proof upload (a deposit's payment slip, a bank account's statement): the file, refused here
 * by its name's type and its size before it is read (the server checks the content too), then
 * read as base64 for the call. The area gives the texts.
 */
export function ProofInput(props: {
  label: string;
  description?: string;
  limits: ProofLimits;
  /** `clear` names the button that removes the chosen file (screen readers). */
  texts: { wrongType: string; tooLarge: string; clear?: string };
  proof: Proof | null;
  onChange: (proof: Proof | null) => void;
}) {
  const { limits, texts, onChange } = props;
  const [file, setFile] = useState<File | null>(null);
  const choose = async (next: File | null) => {
    setFile(next);
    if (!next) return onChange(null);
    const extension = next.name.split('.').pop()?.toLowerCase() ?? '';
    if (!limits.extensions.includes(extension)) return onChange({ error: texts.wrongType });
    if (next.size > limits.maxBytes) return onChange({ error: texts.tooLarge });
    onChange({ fileName: next.name, contentBase64: await readBase64(next), size: next.size });
  };
  return (
    <FileInput
      label={props.label}
      description={props.description}
      value={file}
      error={props.proof && 'error' in props.proof ? props.proof.error : undefined}
      accept={limits.extensions.map((extension) => `.${extension}`).join(',')}
      clearable
      clearButtonProps={texts.clear ? { 'aria-label': texts.clear } : undefined}
      onChange={(next) => void choose(next)}
    />
  );
}
