import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import type { SavedReport } from '@pulse/shared/contracts/saved-reports';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { duePeriod, type ReportPeriod } from '@pulse/shared/domain/report-schedule';
import { savedReportTexts as texts } from '@pulse/shared/spec-texts';
import { useId, useState } from 'react';
import { useCurrentEmployee } from '../../../lib/current-employee';
import { useSavedReports } from '../api/get-saved-reports';
import { type ReportFilterChoice, SavedReportDialog } from './saved-report-dialog';
import { SavedReportsList } from './saved-reports-list';

// A saved report to show: its filters, over the period its last mail covered (none for a report that
// is not mailed: the page keeps its dates).
export type OpenedReport = {
  employeeId: string | null;
  projectId: string | null;
  range: ReportPeriod | null;
};

const openedReport = (savedReport: SavedReport, today: string): OpenedReport => ({
  employeeId: savedReport.employee?.id ?? null,
  projectId: savedReport.project?.id ?? null,
  range: duePeriod(savedReport.schedule, today),
});

type SavedReportsPanelProps = {
  // The filters the page shows now: what Save report keeps.
  filters: ReportFilterChoice;
  onOpen: (report: OpenedReport) => void;
};

// Save report (the page's current filters) and the caller's saved reports, shown on demand so the
// report below keeps its place.
export const SavedReportsPanel = ({ filters, onOpen }: SavedReportsPanelProps) => {
  const { timeZone } = useCurrentEmployee().organization;
  const [isSaving, setIsSaving] = useState(false);
  const [isListShown, setIsListShown] = useState(false);
  const listId = useId();
  const count = useSavedReports().data?.items.length;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<BookmarkAddOutlinedIcon />} onClick={() => setIsSaving(true)}>
          {texts.save}
        </Button>
        <Button
          aria-expanded={isListShown}
          aria-controls={listId}
          endIcon={isListShown ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          onClick={() => setIsListShown((shown) => !shown)}
        >
          {count === undefined ? texts.heading : `${texts.heading} (${count})`}
        </Button>
      </Box>
      <Collapse in={isListShown} id={listId}>
        <SavedReportsList
          onOpen={(savedReport) => onOpen(openedReport(savedReport, todayIn(timeZone, new Date())))}
        />
      </Collapse>
      {isSaving && (
        <SavedReportDialog
          target={{ filters }}
          onClose={() => setIsSaving(false)}
          onSaved={() => setIsListShown(true)}
        />
      )}
    </Box>
  );
};
