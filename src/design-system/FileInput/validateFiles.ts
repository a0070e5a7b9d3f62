import { limits } from '../../config/limits';

/**
 * newsletter-footer-preview.md 5 gives the attachment size limit as "5000 size units (unit
 * presumably KB)". A kilobyte is taken as 1000 bytes, the stricter reading: no file passes here
 * that a server counting in decimal kilobytes would refuse, and the limit reads as "5 MB".
 */
export const bytesPerKb = 1000;

export const maxAttachmentBytes = limits.attachmentMaxSizeKb * bytesPerKb;

export const refusalReasons = ['wrongType', 'tooLarge', 'tooMany'] as const;
export type RefusalReason = (typeof refusalReasons)[number];

export interface Refusal {
  /** The refused file's name, as the person picked it. */
  file: string;
  reason: RefusalReason;
}

export interface FileValidation {
  accepted: File[];
  refusals: Refusal[];
}

const allowedTypes: readonly string[] = limits.attachmentTypes;

/**
 * Checks files a person adds to those already attached (newsletter-footer-preview.md 5, 9).
 * A file's own faults come first (type, then size), so a refused file gets the most specific
 * reason; the count is checked last, and only accepted files take a place, so a wrong or too
 * large file in a batch does not crowd out a good one after it. A file without a type (the
 * browser did not recognise it) is refused as the wrong type.
 */
export function validateFiles(current: readonly File[], added: readonly File[]): FileValidation {
  const accepted: File[] = [];
  const refusals: Refusal[] = [];
  for (const file of added) {
    if (!allowedTypes.includes(file.type)) {
      refusals.push({ file: file.name, reason: 'wrongType' });
    } else if (file.size > maxAttachmentBytes) {
      refusals.push({ file: file.name, reason: 'tooLarge' });
    } else if (current.length + accepted.length >= limits.attachmentMaxFiles) {
      refusals.push({ file: file.name, reason: 'tooMany' });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, refusals };
}

export interface RefusalMessages {
  /** Gets the refused file's name too; a text that leaves it out is shown once per batch. */
  tooMany: (max: number, fileName: string) => string;
  tooLarge: (fileName: string, maxKb: number) => string;
  wrongType: (fileName: string) => string;
}

/** The texts to show for one batch's refusals, in order, each text once. */
export function refusalTexts(refusals: readonly Refusal[], messages: RefusalMessages): string[] {
  const texts = refusals.map(({ file, reason }) => {
    switch (reason) {
      case 'tooMany':
        return messages.tooMany(limits.attachmentMaxFiles, file);
      case 'tooLarge':
        return messages.tooLarge(file, limits.attachmentMaxSizeKb);
      case 'wrongType':
        return messages.wrongType(file);
    }
  });
  return [...new Set(texts)];
}
