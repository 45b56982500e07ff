import { LandingPage } from '../../features/landing/components/landing-page';

export const LandingRoute = () => <LandingPage />;
