import { HeadFormPage } from './HeadFormPage';

export default function MainGroupUpdatePage() {
  return <HeadFormPage kind="main" update />;
}
