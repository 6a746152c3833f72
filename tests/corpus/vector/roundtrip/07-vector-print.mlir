// Debug printing in a test kernel: a vector, scalars separated by commas, strings.

func.func @dump(%v: vector<4xf32>, %m: vector<2x3xi8>, %i: index, %f: f64, %z: vector<f16>) {
  vector.print str "tile:\n"
  vector.print %v : vector<4xf32>
  vector.print punctuation <open>
  vector.print %i : index punctuation <comma>
  vector.print %f : f64 punctuation <no_punctuation>
  vector.print punctuation <close>
  vector.print punctuation <newline>
  vector.print %m : vector<2x3xi8> punctuation <newline>
  vector.print %z : vector<f16> {tag = "scalar"}
  vector.print
  return
}
