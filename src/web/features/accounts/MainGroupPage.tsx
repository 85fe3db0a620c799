import { HeadListPage } from './HeadListPage';

export default function MainGroupPage() {
  return <HeadListPage kind="main" />;
}
