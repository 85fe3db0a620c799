import { HeadFormPage } from './HeadFormPage';

export default function SubGroupUpdatePage() {
  return <HeadFormPage kind="sub" update />;
}
