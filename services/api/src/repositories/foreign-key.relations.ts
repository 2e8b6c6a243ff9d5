import { JoinColumn, ManyToOne, OneToOne, type ObjectType, type RelationOptions } from 'typeorm';

type OnDeleteType = RelationOptions['onDelete'];

/**
 * The relation of an entity's id column to the row it points at: the column `column` joins the
 * target under the foreign key `constraint` (named as the migrations name it). The same as
 * `@ManyToOne(target, { onDelete }) @JoinColumn({ name: column, foreignKeyConstraintName: constraint })`.
 */
export function ManyToOneBy<T>(target: () => ObjectType<T>, column: string, constraint: string, onDelete?: OnDeleteType): PropertyDecorator {
  return (prototype, property) => {
    JoinColumn({ name: column, foreignKeyConstraintName: constraint })(prototype, property);
    ManyToOne(target, onDelete === undefined ? {} : { onDelete })(prototype, property);
  };
}

/** As ManyToOneBy, for a column that is also the entity's own key (one row per target row). */
export function OneToOneBy<T>(target: () => ObjectType<T>, column: string, constraint: string, onDelete?: OnDeleteType): PropertyDecorator {
  return (prototype, property) => {
    JoinColumn({ name: column, foreignKeyConstraintName: constraint })(prototype, property);
    OneToOne(target, onDelete === undefined ? {} : { onDelete })(prototype, property);
  };
}
