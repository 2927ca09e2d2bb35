import { PageHeader } from '../../components/page-header';

export function AboutPage() {
  return (
    <PageHeader title="About SproutPlate" subtitle="The nutrition division of a parenting-advice brand." />
  );
}
