import { NEWS_LIMITS } from '@pulse/shared/contracts/news';

type NamedFile = { name: string; size: number };

type AttachmentChoice<TFile extends NamedFile> = {
  // The new files of this save: those chosen before plus the picked ones it kept.
  files: TFile[];
  // The picked files together with those chosen before were over the limit: none of them was kept.
  isTooLarge: boolean;
};

// spec B §5, §9: a file whose name the update already has (stored, chosen before or twice in one pick)
// is ignored; if the new files of one save would then weigh more than 10,000,000 bytes together, the
// whole pick is refused.
export const chooseAttachments = <TFile extends NamedFile>(
  chosen: readonly TFile[],
  picked: readonly TFile[],
  storedNames: readonly string[],
): AttachmentChoice<TFile> => {
  const names = new Set([...storedNames, ...chosen.map((file) => file.name)]);
  const kept: TFile[] = [];
  for (const file of picked) {
    if (names.has(file.name)) continue;
    names.add(file.name);
    kept.push(file);
  }
  const totalBytes = [...chosen, ...kept].reduce((sum, file) => sum + file.size, 0);
  return totalBytes > NEWS_LIMITS.attachmentsMaxBytes
    ? { files: [...chosen], isTooLarge: true }
    : { files: [...chosen, ...kept], isTooLarge: false };
};
