import type { ProductivityBucket } from '@pulse/shared/domain/productivity-shares';
import { productivityPulseTexts } from '@pulse/shared/spec-texts';

// One colour and one word per productivity bucket, wherever time is sorted by category (Settings →
// Categories, the activity viewer's window usage, Reports → Productivity): productive green, neutral
// grey, unproductive red; uncategorised is an outline, as no rule has placed it.
export const BUCKET_COLOR: Record<ProductivityBucket, string> = {
  productive: 'success.main',
  neutral: 'grey.500',
  unproductive: 'error.main',
  uncategorised: 'grey.300',
};

export const BUCKET_LABEL: Record<ProductivityBucket, string> = {
  productive: productivityPulseTexts.productive,
  neutral: productivityPulseTexts.neutral,
  unproductive: productivityPulseTexts.unproductive,
  uncategorised: productivityPulseTexts.uncategorised,
};
