import type {ReactNode} from 'react';

type Props = {operation: string};

// Placeholder until the OpenAPI-driven renderer lands.
export default function Endpoint({operation}: Props): ReactNode {
  return <code>{operation}</code>;
}
