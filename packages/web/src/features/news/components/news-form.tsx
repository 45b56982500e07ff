import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import {
  NEWS_LIMITS,
  type NewsDetail,
  newsBodySchema,
  newsIdParamsSchema,
} from '@pulse/shared/contracts/news';
import { paths } from '@pulse/shared/paths';
import { newsPulseTexts, newsTexts } from '@pulse/shared/spec-texts';
import { useMemo } from 'react';
import { type Control, Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { UnsavedChangesPrompt } from '../../../components/form/unsaved-changes-prompt';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useAfterSuccess } from '../../../hooks/use-after-success';
import { errorMessage, isNotFound } from '../../../lib/api-error';
import { useNews } from '../api/get-news';
import { useSaveNews } from '../api/save-news';
import { AttachmentsField } from './attachments-field';
import { BannerField, type ChosenBanner } from './banner-field';
import { DescriptionEditor } from './description-editor';

// Placeholders shaped like the title, description, date and banner while an update loads.
const LOADING_FIELDS = [
  { field: 'title', height: 56 },
  { field: 'description', height: 200 },
  { field: 'date', height: 56 },
  { field: 'banner', height: 160 },
];

// The shared body (spec B §5 messages) plus what goes as files: the banner, required unless one is
// stored (spec B §5 'Please Upload Banner Image'), and the new attachments. The crop travels with the
// chosen banner and is put into the body when it is sent.
const formSchemaFor = (hasStoredBanner: boolean) =>
  newsBodySchema.omit({ bannerCrop: true }).extend({
    banner: hasStoredBanner
      ? z.custom<ChosenBanner>().nullable()
      : z.custom<ChosenBanner>((banner) => banner !== null && banner !== undefined, newsTexts.bannerRequired),
    attachments: z.array(z.custom<File>()),
  });

type Values = {
  title: string;
  descriptionHtml: string;
  entryDate: string;
  isPublished: boolean;
  isSendMail: boolean;
  banner: ChosenBanner | null;
  attachments: File[];
  removeAttachmentIds: string[];
};
type Output = z.output<ReturnType<typeof formSchemaFor>>;

// Where the spec is silent: a new update is published when saved (the Status switch makes a draft)
// and mails nobody unless asked.
const emptyValues: Values = {
  title: '',
  descriptionHtml: '',
  entryDate: '',
  isPublished: true,
  isSendMail: false,
  banner: null,
  attachments: [],
  removeAttachmentIds: [],
};

const valuesOf = (news: NewsDetail): Values => ({
  title: news.title,
  descriptionHtml: news.descriptionHtml,
  entryDate: news.entryDate,
  isPublished: news.isPublished,
  isSendMail: news.isSendMail,
  banner: null,
  attachments: [],
  removeAttachmentIds: [],
});

type NewsFormProps = {
  // Absent: add mode; present: update mode (spec B §4).
  id: string | undefined;
};

// spec B §2 News form (header Publish new update): loads the update in edit mode. An id that cannot
// name an update is not found without asking the server.
export const NewsForm = ({ id }: NewsFormProps) => {
  const isWellFormed = id === undefined || newsIdParamsSchema.safeParse({ id }).success;
  const news = useNews(isWellFormed ? id : undefined);

  if (!isWellFormed || isNotFound(news.error)) {
    return (
      <Alert severity="warning" sx={{ maxWidth: 900 }}>
        {newsPulseTexts.notFound}
      </Alert>
    );
  }
  if (news.error) {
    return (
      <Alert severity="error" sx={{ maxWidth: 900 }}>
        {errorMessage(news.error)}
      </Alert>
    );
  }
  if (id !== undefined && news.isPending) {
    return (
      <Paper
        variant="outlined"
        sx={{ p: 3, maxWidth: 900 }}
        role="progressbar"
        aria-label="Loading news update"
      >
        {LOADING_FIELDS.map(({ field, height }) => (
          <Skeleton key={field} variant="rounded" height={height} sx={{ mb: 2 }} />
        ))}
      </Paper>
    );
  }
  return <NewsFormFields id={id} news={news.data} />;
};

type FieldsProps = { id: string | undefined; news: NewsDetail | undefined };

const NewsFormFields = ({ id, news }: FieldsProps) => {
  const feedback = useMutationFeedback();
  const navigate = useNavigate();
  const save = useSaveNews();
  const afterSuccess = useAfterSuccess();
  const storedBannerUrl = news?.bannerUrl ?? null;
  const schema = useMemo(() => formSchemaFor(storedBannerUrl !== null), [storedBannerUrl]);

  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, Output>,
    defaultValues: news ? valuesOf(news) : emptyValues,
  });
  const { control, handleSubmit, formState, setValue } = form;
  const applyServerErrors = useServerFieldErrors(form);
  const isDone = save.isSuccess;
  const removedIds = useWatch({ control, name: 'removeAttachmentIds' });
  const storedAttachments = (news?.attachments ?? []).filter(
    (attachment) => !removedIds.includes(attachment.id),
  );

  const submit = useGuardedSubmit(
    handleSubmit(({ banner, attachments: files, ...body }) =>
      save.mutateAsync(
        { id, body: { ...body, bannerCrop: banner?.crop }, banner: banner?.file, attachments: files },
        {
          onSuccess: () => {
            feedback.onSuccess(id ? newsTexts.updated : newsTexts.added)();
            afterSuccess(() => navigate(paths.news.getHref()));
          },
          onError: (error) => {
            // A refused field (a title too long, a banner that is no image) goes under its field.
            if (applyServerErrors(error)) return;
            // spec B §8: 'please try again later.' when saving fails; a refusal says the server's own
            // reason.
            feedback.onErrorWith({ whenServerFailed: newsTexts.saveFailed, fallback: newsTexts.saveFailed })(
              error,
            );
          },
        },
      ),
    ),
  );

  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={submit}
      noValidate
      aria-label={newsTexts.formHeader}
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 900 }}
    >
      <UnsavedChangesPrompt hasUnsavedChanges={formState.isDirty && !isDone} />
      <TitleField control={control} autoFocus={id === undefined} />
      <Controller
        name="descriptionHtml"
        control={control}
        render={({ field, fieldState }) => (
          <DescriptionEditor
            label="Description"
            initialHtml={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            focusRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Box sx={{ maxWidth: { sm: 320 } }}>
        <FormDateField control={control} name="entryDate" label="Date" isRequired />
      </Box>
      <Controller
        name="banner"
        control={control}
        render={({ field, fieldState }) => (
          <BannerField
            value={field.value}
            onChange={field.onChange}
            storedUrl={storedBannerUrl}
            error={fieldState.error?.message}
            focusRef={field.ref}
          />
        )}
      />
      <Controller
        name="attachments"
        control={control}
        render={({ field, fieldState }) => (
          <AttachmentsField
            stored={storedAttachments}
            onRemoveStored={(attachmentId) =>
              setValue('removeAttachmentIds', [...removedIds, attachmentId], { shouldDirty: true })
            }
            files={field.value}
            onFilesChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, mt: 1 }}>
        <SwitchField control={control} name="isPublished" label={newsPulseTexts.published} />
        <SwitchField control={control} name="isSendMail" label="Send Email" />
      </Box>
      <FormHelperText sx={{ mt: 0 }}>
        Drafts are seen by administrators only. Send Email mails every active employee once, when the update
        is published.
      </FormHelperText>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={() => navigate(paths.news.getHref())} disabled={save.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending || isDone}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Save
        </Button>
      </Box>
    </Paper>
  );
};

type FieldProps = { control: Control<Values, unknown, Output> };

// spec B §5, §9: the title with its length against the limit of 500. It watches its own value, so a
// keystroke re-renders the field, not the whole form.
const TitleField = ({ control, autoFocus }: FieldProps & { autoFocus: boolean }) => {
  const title = useWatch({ control, name: 'title' });
  return (
    <FormTextField
      control={control}
      name="title"
      label="Title"
      isRequired
      autoFocus={autoFocus}
      hint={`${title.length} / ${NEWS_LIMITS.titleMax}`}
    />
  );
};

const SwitchField = ({
  control,
  name,
  label,
}: FieldProps & { name: 'isPublished' | 'isSendMail'; label: string }) => (
  <Controller
    name={name}
    control={control}
    render={({ field: { ref, value, onChange, ...field } }) => (
      <FormControlLabel
        label={label}
        control={
          <Switch
            {...field}
            slotProps={{ input: { ref } }}
            checked={value}
            onChange={(_event, isChecked) => onChange(isChecked)}
          />
        }
      />
    )}
  />
);
