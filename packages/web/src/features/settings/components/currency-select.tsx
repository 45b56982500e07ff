import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { CURRENCIES } from '@pulse/shared/domain/currencies';
import { projectPulseTexts, settingsPulseTexts } from '@pulse/shared/spec-texts';
import { useToast } from '../../../components/toast/toast-provider';
import { ApiError } from '../../../lib/api-error';
import { useOrganizationSettings } from '../api/get-organization-settings';
import { useUpdateOrganizationSettings } from '../api/update-organization-settings';

// Pulse's words where the spec is silent: it keeps the currency apart from the settings flags (spec B
// §3) and shows no screen for choosing it.

// "₹ INR — Indian rupee"; a currency whose symbol is its code shows the code once.
const labelOf = (currency: (typeof CURRENCIES)[number]) =>
  `${currency.symbol === currency.code ? '' : `${currency.symbol} `}${currency.code} — ${currency.name}`;

// The organisation's currency (spec B §2: project budgets and hourly rates carry its symbol, the rupee
// sign by default). Saves as soon as it changes, like the Shifts tab's switches beside it.
export const CurrencySelect = () => {
  const toast = useToast();
  const settings = useOrganizationSettings();
  const update = useUpdateOrganizationSettings();

  if (settings.isPending) return <Skeleton variant="rounded" height={40} sx={{ mb: 2, width: 280 }} />;
  if (settings.isError) return null;

  const change = (currency: string) =>
    update.mutate(
      { currency },
      {
        onSuccess: () => toast.success(projectPulseTexts.currencySaved),
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.status < 500
              ? error.detail
              : settingsPulseTexts.settingSaveFailed,
          ),
      },
    );

  return (
    <TextField
      select
      size="small"
      label="Currency"
      value={settings.data.currency}
      onChange={(event) => change(event.target.value)}
      helperText="Project budgets and hourly rates are in this currency."
      sx={{ mb: 2, minWidth: 280 }}
    >
      {CURRENCIES.map((currency) => (
        <MenuItem key={currency.code} value={currency.code}>
          {labelOf(currency)}
        </MenuItem>
      ))}
    </TextField>
  );
};
