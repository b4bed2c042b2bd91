// Tests for the Review target live here.
