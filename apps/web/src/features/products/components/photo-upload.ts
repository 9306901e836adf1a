import { photoMessages } from '@teatree/shared/media';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { OFFLINE_MESSAGE } from '../../../lib/form-errors';

/** What the product form gives both its photo fields (./photo-field.tsx, ./photos-field.tsx). */
export type PhotoUploadProps = {
  error?: string;
  /** Says why a chosen file was not stored (its check, the server's refusal, or a full gallery). */
  onUploadError: (message: string) => void;
  onBusyChange: (busy: boolean) => void;
  /** Deals with a refused session (401/403); answers whether it did. */
  onAuthFailure: (error: unknown) => Promise<boolean>;
  disabled?: boolean;
};

/**
 * Why a photo's upload failed, as its field says it: no answer (offline), the server's word on the
 * picture, "too large" for a body refused unread (413), or the server's message.
 */
export function uploadFailure(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return OFFLINE_MESSAGE;
  return error.fields.image ?? (error.status === 413 ? photoMessages.tooLarge : error.message);
}

/**
 * The upload a photo field has under way, to cancel when another starts: it is cancelled too when the
 * form goes away, and the form is told (`onBusyChange`) whether the field is `busy`.
 */
export function useUploadInFlight(busy: boolean, onBusyChange: (busy: boolean) => void) {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  return controller;
}
