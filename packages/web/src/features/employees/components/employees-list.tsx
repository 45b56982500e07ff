import AddIcon from '@mui/icons-material/Add';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EmployeeListItem } from '@pulse/shared/contracts/employees';
import type { EmployeeColumnKey } from '@pulse/shared/domain/default-columns';
import { paths } from '@pulse/shared/paths';
import { employeeImportTexts, employeeTexts } from '@pulse/shared/spec-texts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/feedback/query-feedback';
import { useListView } from '../../../components/list-toolbar/use-list-view';
import { ViewToggle } from '../../../components/list-toolbar/view-toggle';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useAfterSuccess } from '../../../hooks/use-after-success';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDeleteEmployee } from '../api/delete-employee';
import { employeesQueryKey, useEmployees } from '../api/get-employees';
import { DeleteEmployeeDialog } from './delete-employee-dialog';
import { EmployeeTile } from './employee-tile';
import { EmployeesTable } from './employees-table';
import { ImportEmployeesDialog } from './import-employees-dialog';

const PAGE_SIZE = 24;
const SEARCH_DEBOUNCE_MS = 250;

const SKELETON_TILES = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

export const EmployeesList = () => {
  const navigate = useNavigate();
  const toast = useToast();
  const feedback = useMutationFeedback();
  const queryClient = useQueryClient();
  const [searchBy, setSearchBy] = useState<EmployeeColumnKey | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [sortBy, setSortBy] = useState<EmployeeColumnKey>('name');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const [isActive, setIsActive] = useState(true);
  const [view, setView] = useListView('employees');
  const [paging, setPaging] = useState({ filterKey: '', page: 1 });
  const [toDelete, setToDelete] = useState<EmployeeListItem | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // A new search or filter starts again at the first page.
  const filterKey = JSON.stringify([debouncedSearch, searchBy, sortBy, order, isActive]);
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const afterSuccess = useAfterSuccess();

  const employees = useEmployees({
    search: debouncedSearch,
    ...(searchBy ? { searchBy } : {}),
    sortBy,
    order,
    isActive: isActive ? 'true' : 'false',
    page,
    pageSize: PAGE_SIZE,
  });
  const deleteEmployee = useDeleteEmployee();

  const columns = employees.data?.columns ?? [];
  // spec A §9: the first column is the default search column.
  const activeSearchBy = searchBy ?? columns[0]?.columnKey;
  const searchColumn = columns.find((column) => column.columnKey === activeSearchBy);
  const total = employees.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const edit = (employee: EmployeeListItem) => navigate(paths.addEmployee.getHref(employee.id));

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteEmployee.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        toast.success(employeeTexts.deleted);
        // spec A §9: the list reloads 2 seconds after a delete.
        afterSuccess(() => queryClient.invalidateQueries({ queryKey: employeesQueryKey }));
      },
      onError: (error) => {
        setToDelete(null);
        feedback.onErrorWith({ fallback: employeeTexts.deleteFailed })(error);
      },
    });
  };

  return (
    <Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '180px minmax(220px, 1fr) 180px auto' },
          }}
        >
          <TextField
            select
            label="Search By"
            size="small"
            value={activeSearchBy ?? ''}
            onChange={(event) => setSearchBy(event.target.value as EmployeeColumnKey)}
          >
            {columns.map((column) => (
              <MenuItem key={column.columnKey} value={column.columnKey}>
                {column.columnName}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={`Search By ${searchColumn?.columnName ?? ''}`.trim()}
            size="small"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={activeSearchBy === 'birthday' ? 'DD-MM-YYYY' : undefined}
            helperText={activeSearchBy === 'birthday' ? 'DD-MM-YYYY' : undefined}
          />
          <TextField
            select
            label="Sort By"
            size="small"
            value={columns.some((column) => column.columnKey === sortBy) ? sortBy : ''}
            onChange={(event) => setSortBy(event.target.value as EmployeeColumnKey)}
          >
            {columns.map((column) => (
              <MenuItem key={column.columnKey} value={column.columnKey}>
                {column.columnName}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')}
              aria-label={order === 'asc' ? 'A-Z' : 'Z-A'}
              title={
                order === 'asc'
                  ? 'Sorted ascending; click for descending'
                  : 'Sorted descending; click for ascending'
              }
            >
              {order === 'asc' ? 'A-Z' : 'Z-A'}
            </Button>
            <FormControlLabel
              control={<Switch checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />}
              label="Active"
            />
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <ViewToggle value={view} onChange={setView} label="View" />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlinedIcon />}
              onClick={() => setIsImporting(true)}
            >
              {employeeImportTexts.importButton}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => navigate(paths.addEmployee.getHref())}
            >
              Add Employee
            </Button>
          </Box>
        </Box>
      </Paper>

      <Box sx={{ minHeight: 4, mb: 1 }}>
        {employees.isFetching && <LinearProgress aria-label="Loading employees" />}
      </Box>

      {employees.isError && !employees.data ? (
        <LoadError error={employees.error} onRetry={() => employees.refetch()} />
      ) : employees.isPending ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          }}
        >
          {SKELETON_TILES.map((tile) => (
            <Skeleton key={tile} variant="rounded" height={260} />
          ))}
        </Box>
      ) : total === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography>
            {debouncedSearch
              ? 'No employees match your search.'
              : `No ${isActive ? 'active' : 'inactive'} employees.`}
          </Typography>
        </Paper>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
            {total} {total === 1 ? 'employee' : 'employees'}
          </Typography>
          {view === 'tiles' ? (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
              }}
            >
              {employees.data.items.map((employee) => (
                <EmployeeTile
                  key={employee.id}
                  employee={employee}
                  columns={columns}
                  onEdit={() => edit(employee)}
                  onDelete={() => setToDelete(employee)}
                />
              ))}
            </Box>
          ) : (
            <EmployeesTable
              employees={employees.data.items}
              columns={columns}
              onEdit={edit}
              onDelete={setToDelete}
            />
          )}
          {pageCount > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination count={pageCount} page={page} onChange={(_event, next) => setPage(next)} />
            </Box>
          )}
        </>
      )}

      <ImportEmployeesDialog isOpen={isImporting} onClose={() => setIsImporting(false)} />
      <DeleteEmployeeDialog
        isOpen={toDelete !== null}
        isDeleting={deleteEmployee.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Box>
  );
};
