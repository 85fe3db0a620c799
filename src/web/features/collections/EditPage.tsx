// Collection Edit Form and Payment (edit): the record comes as navigation state or ?id=, and is read
// fresh from the server so that the form starts from what is saved.
import { Alert, Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CollPayForm } from './CollPayForm';
import { KIND, kindOf, type Kind } from './api';
import { useRecordId } from './useRecordId';

import { collectionQueries } from '../../app/queryKeys/collections';

export function EditPage({ kind }: { kind: Kind }) {
  const id = useRecordId();
  const rec = useQuery({ ...collectionQueries.detail(id), enabled: !!id, staleTime: 0 });
  if (!id) {
    return (
      <Alert color="yellow" title="No record chosen">
        Open this screen from the <Link to={KIND[kind].list}>{KIND[kind].listTitle}</Link>.
      </Alert>
    );
  }
  if (rec.isLoading)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  if (rec.isError || !rec.data) return <Alert color="red">{(rec.error as Error | null)?.message ?? 'This record does not exist'}</Alert>;
  if (kindOf(rec.data.coll_pay_type) !== kind)
    return <Alert color="yellow">This record is a {kindOf(rec.data.coll_pay_type)}; open it from its own list.</Alert>;
  return <CollPayForm key={rec.data.id} kind={kind} record={rec.data} />;
}
