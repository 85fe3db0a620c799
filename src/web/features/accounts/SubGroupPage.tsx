import { HeadListPage } from './HeadListPage';

export default function SubGroupPage() {
  return <HeadListPage kind="sub" />;
}
