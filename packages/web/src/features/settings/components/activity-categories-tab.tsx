import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type ActivityCategory,
  type CategoryRuleBody,
  categoryRuleBodySchema,
} from '@pulse/shared/contracts/productivity';
import { RULE_KINDS, type RuleKind } from '@pulse/shared/domain/activity-categories';
import { productivityPulseTexts as texts } from '@pulse/shared/spec-texts';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { visuallyHidden } from '../../../components/a11y/visually-hidden';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { ProductivityChip } from '../../../components/productivity/productivity-chip';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { errorMessage } from '../../../lib/api-error';
import { useAddCategoryRule } from '../api/add-category-rule';
import { useDeleteActivityCategory } from '../api/delete-activity-category';
import { useActivityCategories } from '../api/get-activity-categories';
import { useRemoveCategoryRule } from '../api/remove-category-rule';
import { ActivityCategoryDialog } from './activity-category-dialog';

const RULE_KIND_LABEL: Record<RuleKind, string> = {
  app: texts.ruleKindApp,
  title: texts.ruleKindTitle,
  domain: texts.ruleKindDomain,
  regex: texts.ruleKindRegex,
};

// What a pattern of each kind looks like, under the field.
const PATTERN_HINT: Record<RuleKind, string> = {
  app: 'The application’s name, e.g. Slack',
  title: 'Text in the window title, e.g. - YouTube',
  domain: 'A website and its subdomains, e.g. github.com',
  regex: 'Matched in the application, the title or the address, e.g. ^PROJ-\\d+',
};

const AddRuleForm = ({ category }: { category: ActivityCategory }) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const addRule = useAddCategoryRule();
  const { control, handleSubmit, setError, getValues, reset, watch } = useForm<
    CategoryRuleBody,
    unknown,
    { kind: RuleKind; pattern: string }
  >({
    resolver: zodResolver(categoryRuleBodySchema),
    defaultValues: { kind: 'domain', pattern: '' },
  });
  const showFieldErrors = useServerFieldErrors({ setError, getValues });
  const kind = watch('kind');

  const submit = useGuardedSubmit(
    handleSubmit((body) =>
      addRule.mutateAsync(
        { categoryId: category.id, body },
        {
          onSuccess: () => {
            toast.success(texts.ruleAdded);
            reset({ kind: body.kind, pattern: '' });
          },
          // A pattern refused (400) or already another category's (409) is said under the field.
          onError: (error) => {
            if (!showFieldErrors(error)) feedback.onError(error);
          },
        },
      ),
    ),
  );

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={`Add a rule to ${category.name}`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mt: 2 }}
    >
      <Controller
        name="kind"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            select
            size="small"
            label={texts.ruleKindLabel}
            {...field}
            inputRef={ref}
            error={fieldState.invalid}
            helperText={fieldState.error?.message}
            sx={{ minWidth: 190 }}
          >
            {RULE_KINDS.map((option) => (
              <MenuItem key={option} value={option}>
                {RULE_KIND_LABEL[option]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="pattern"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            size="small"
            label={texts.rulePatternLabel}
            {...field}
            inputRef={ref}
            error={fieldState.invalid}
            helperText={fieldState.error?.message ?? PATTERN_HINT[kind]}
            slotProps={{ htmlInput: { 'aria-required': true, maxLength: 300 } }}
            sx={{ flex: '1 1 260px' }}
          />
        )}
      />
      <Button type="submit" variant="outlined" startIcon={<AddIcon />} disabled={addRule.isPending}>
        {texts.addRule}
      </Button>
    </Box>
  );
};

const RulesTable = ({ category }: { category: ActivityCategory }) => {
  const feedback = useMutationFeedback();
  const removeRule = useRemoveCategoryRule();
  if (category.rules.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {texts.noRules}
      </Typography>
    );
  return (
    <Table size="small" aria-label={`${category.name} rules`}>
      <TableHead>
        <TableRow>
          <TableCell>{texts.ruleKindLabel}</TableCell>
          <TableCell>{texts.rulePatternLabel}</TableCell>
          <TableCell align="right">
            <Box component="span" sx={visuallyHidden}>
              Actions
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {category.rules.map((rule) => (
          <TableRow key={rule.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{RULE_KIND_LABEL[rule.kind]}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{rule.pattern}</TableCell>
            <TableCell align="right" padding="none">
              <IconButton
                size="small"
                aria-label={`${texts.removeRule} ${rule.pattern}`}
                disabled={removeRule.isPending}
                onClick={() =>
                  removeRule.mutate(
                    { categoryId: category.id, ruleId: rule.id },
                    { onSuccess: feedback.onSuccess(texts.ruleRemoved), onError: feedback.onError },
                  )
                }
              >
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const CategoryPanel = ({
  category,
  onEdit,
  onDelete,
}: {
  category: ActivityCategory;
  onEdit: () => void;
  onDelete: () => void;
}) => {
  const summaryId = useId();
  return (
    <Accordion variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {category.name}
          </Typography>
          <ProductivityChip level={category.productivity} />
          <Typography variant="caption" color="text.secondary">
            {category.rules.length === 1 ? '1 rule' : `${category.rules.length} rules`}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Box sx={{ display: 'flex', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
          <Button size="small" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
            {texts.editCategory}
          </Button>
          <Button size="small" color="error" startIcon={<DeleteOutlinedIcon />} onClick={onDelete}>
            {texts.deleteCategory}
          </Button>
        </Box>
        <RulesTable category={category} />
        <AddRuleForm category={category} />
      </AccordionDetails>
    </Accordion>
  );
};

// Settings → Categories (spec A §1 "website and application usage categories"): the organisation's
// categories, each with a productivity level and its rules. A rule change applies to past days too.
export const ActivityCategoriesTab = () => {
  const categories = useActivityCategories();
  const remove = useDeleteActivityCategory();
  const feedback = useMutationFeedback();
  // undefined: no dialog; null: adding; a category: editing it.
  const [editing, setEditing] = useState<ActivityCategory | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ActivityCategory | null>(null);

  return (
    <Box component="section" aria-labelledby="activity-categories-heading" sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Typography id="activity-categories-heading" component="h2" variant="h6">
          {texts.heading}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          {texts.addCategory}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 860 }}>
        {texts.hint}
      </Typography>
      {categories.isPending ? (
        <Box aria-busy="true" aria-label="Loading categories" sx={{ display: 'grid', gap: 1 }}>
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} variant="rounded" height={48} />
          ))}
        </Box>
      ) : categories.isError ? (
        <Alert severity="error">{errorMessage(categories.error)}</Alert>
      ) : categories.data.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {texts.empty}
        </Typography>
      ) : (
        <Box>
          {categories.data.items.map((category) => (
            <CategoryPanel
              key={category.id}
              category={category}
              onEdit={() => setEditing(category)}
              onDelete={() => setDeleting(category)}
            />
          ))}
        </Box>
      )}
      {editing !== undefined && (
        <ActivityCategoryDialog category={editing} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={texts.deleteCategory}
        question={texts.deleteQuestion}
        cancelLabel="Cancel"
        confirmLabel="Delete"
        isDestructive
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              feedback.onSuccess(texts.deleted)();
              setDeleting(null);
            },
            onError: feedback.onError,
          })
        }
      >
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{deleting?.name}</Typography>
      </ConfirmDialog>
    </Box>
  );
};
