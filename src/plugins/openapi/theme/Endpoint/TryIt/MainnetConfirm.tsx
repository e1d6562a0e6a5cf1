import type {ReactNode, RefObject} from 'react';
import styles from './styles.module.css';

type Props = {
  id: string;
  method: string;
  path: string;
  buttonRef: RefObject<HTMLButtonElement>;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A Mainnet write asks first: it moves real assets and is billed. */
export default function MainnetConfirm({id, method, path, buttonRef, onConfirm, onCancel}: Props): ReactNode {
  return (
    <div className={styles.confirm} role="group" aria-labelledby={id}>
      <p id={id}>
        <strong>
          Send {method} {path} on Mainnet?
        </strong>{' '}
        It moves real assets and is billed to your account.
      </p>
      <div className={styles.row}>
        <button ref={buttonRef} type="button" className="button button--danger" onClick={onConfirm}>
          Send on Mainnet
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
