import { useState } from 'react';
import { useLocation } from 'react-router';
import { useProjects } from '../../components/constructionPickers';

/** The project a project-wise screen works on: from navigation state ({ id, name }), else picked on the screen. */
export function useProjectState() {
  const state = (useLocation().state ?? {}) as { id?: number; name?: string; vc_no?: string };
  const [id, setId] = useState<number | null>(state.id ?? null);
  const projects = useProjects();
  const name = (id === state.id && state.name) || projects.data?.find((p) => p.id === id)?.project_name || '';
  return { id, name, setId, vcNo: state.vc_no };
}
