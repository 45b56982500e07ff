import { useParams } from 'react-router';
import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';

// Administrators arrive with a date, an employee code and a name; employees see their own day.
export const TimeSheetDetailsRoute = () => {
  const { date, name } = useParams();
  const whose = name && date ? `${name}'s activity on ${date}` : 'Your activity for today';
  return (
    <ContentLayout title="Time Sheet Details" backTo={name ? paths.timeSheet.getHref() : undefined}>
      <BeingBuilt>
        {`${whose}: total, idle and actual work time, screenshots by hour and the applications used.`}
      </BeingBuilt>
    </ContentLayout>
  );
};
