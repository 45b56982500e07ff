import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
  REPORT_FILE_FORMAT_NAMES,
  REPORT_FILE_FORMATS,
  type ReportFileFormat,
} from '@pulse/shared/contracts/activity';
import { useId, useState } from 'react';

type ExportSplitButtonProps = {
  label: string;
  // The arrow's name, which must not contain the button's: 'Export All' would also find it.
  formatsLabel: string;
  isPending: boolean;
  onExport: (format: ReportFileFormat) => void;
};

// The spec's Export buttons (B §2) still download the workbook in one click; the arrow beside each
// offers the file's format, CSV besides.
export const ExportSplitButton = ({ label, formatsLabel, isPending, onExport }: ExportSplitButtonProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (format: ReportFileFormat) => {
    setAnchor(null);
    onExport(format);
  };
  return (
    <>
      <ButtonGroup variant="outlined" disabled={isPending}>
        <Button
          startIcon={isPending ? <CircularProgress size={16} /> : <DownloadOutlinedIcon />}
          onClick={() => onExport('xlsx')}
        >
          {label}
        </Button>
        <Button
          size="small"
          aria-label={formatsLabel}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {REPORT_FILE_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => choose(format)}>
            {REPORT_FILE_FORMAT_NAMES[format]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
